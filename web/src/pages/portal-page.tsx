import { PageHero } from '../components/page-hero';

export default function Page() {
  return <PageHero title="portal" />;
}
