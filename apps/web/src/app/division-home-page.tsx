import { type Division, isDivision } from '@casa/core';
import { BrandsCarousel } from '../features/brands/brands-carousel.js';
import { DivisionHome } from '../features/division-home/division-home.js';
import { NewsletterForm } from '../features/newsletter/newsletter-form.js';
import { useRouteMatch } from '../lib/route-match.js';

/** /corporativo and /hospitality: the division home, with the brands carousel and the newsletter form in their places. */
export default function DivisionHomePage() {
  const params = useRouteMatch();
  const division: Division = isDivision(params.division) ? params.division : 'corporativo';
  return <DivisionHome division={division} brands={<BrandsCarousel division={division} />} newsletter={<NewsletterForm />} />;
}
