/** Three client testimonials (three, each rated five stars), on the home and about pages. */
export interface Testimonial {
  quote: string;
  author: string;
  title: string;
  location: string;
  /** Out of 5. */
  rating: 5;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We moved our soil sampling here three seasons ago. Results come back inside the week, and the recommendations line up with what we see at harvest. Our fertilizer bill dropped without giving up yield.',
    author: 'Darren Kowalchuk',
    title: 'Grain farmer, 3,200 acres',
    location: 'Vegreville, Alberta',
    rating: 5,
  },
  {
    quote:
      'Twenty-four hour tissue results on a Sunday in July is what sold me. I caught a sulphur problem in our canola early enough to fix it in-season.',
    author: 'Priya Nandakumar',
    title: 'Independent agronomist',
    location: 'Leduc County, Alberta',
    rating: 5,
  },
  {
    quote:
      'Feed and water tests from the same lab, explained in plain language. Our nutritionist gets the numbers she needs and the cattle are doing better for it.',
    author: 'Colleen Baptiste',
    title: 'Cow-calf operator',
    location: 'Lloydminster, Saskatchewan',
    rating: 5,
  },
];
