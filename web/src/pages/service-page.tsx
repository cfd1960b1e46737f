import { useParams } from 'react-router-dom';
import { ServiceHero } from '../components/service-detail/service-hero';
import { ServiceSections } from '../components/service-detail/service-sections';
import { SERVICE_PAGES } from '../content/service-pages';
import { isServiceId, serviceById } from '../content/services';
import NotFoundPage from './not-found-page';

/** /services/:serviceId: one layout for the seven services, driven by their content. */
export default function ServicePage() {
  const { serviceId } = useParams();
  if (!isServiceId(serviceId)) return <NotFoundPage />;
  const content = SERVICE_PAGES[serviceId];
  return (
    <>
      <ServiceHero service={serviceById(serviceId)} hero={content.hero} />
      <ServiceSections sections={content.sections} />
    </>
  );
}
