import { useLocation } from 'react-router-dom';
import { ServiceHero } from '../components/service-detail/service-hero';
import { ServiceSections } from '../components/service-detail/service-sections';
import { SERVICE_PAGES, servicePageSections } from '../content/service-pages';
import { serviceByPath } from '../content/services';
import NotFoundPage from './not-found-page';

/**
 * /services/{id}: one layout for the seven services, driven by their content, each with
 * How to order before its closing call to action.
 */
export default function ServicePage() {
  const service = serviceByPath(useLocation().pathname);
  if (!service) return <NotFoundPage />;
  const content = SERVICE_PAGES[service.id];
  return (
    <>
      <ServiceHero service={service} hero={content.hero} />
      <ServiceSections sections={servicePageSections(service.id)} />
    </>
  );
}
