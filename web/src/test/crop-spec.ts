/*
 * The product spec's crop guides, crop by crop: the figures and instructions each crop page must show.
 * Read by the crop page's component test and by the end-to-end test of the built pages.
 */
/** Every figure and instruction the product spec gives, per crop, as the page must show it. */
export const CROP_SPEC: Record<
  string,
  { name: string; figures: string[]; labels: string[]; form?: string[] }
> = {
  potato: {
    name: 'Potato',
    figures: [
      'tuber initiation to early bulking',
      'plants are 6-10 inches tall',
      '6-8 weeks after planting',
      'early in the week',
      'before 10 AM',
      '9-11 AM',
      '3rd or 4th leaf from the top',
      'youngest fully expanded leaves',
      'leaflets only, no stems or petioles',
      '30-40 leaves from 15-25 plants',
      '25-30 plants',
      'field edges, dead spots and abnormal plants, unless you are diagnosing a problem',
      'paper bag or envelope',
      'ship the same or next day',
      'refrigerate the sample; do not freeze it',
    ],
    labels: ['Field or sample ID', 'Crop and stage', 'Date'],
  },
  alfalfa: {
    name: 'Alfalfa',
    figures: [
      'just before first bloom',
      'pre-bud to early bloom (up to 10% bloom)',
      'same stage in each cutting cycle',
      'in the morning, before cutting',
      'top 6 inches of the stem, with its leaves',
      'upper third',
      'flowers and seed pods',
      '20-30 plants, about 2 handfuls',
      'about 200 g of fresh material',
      'paper bag',
      'ship the same day or overnight',
      'cool or refrigerated, with no freezing',
    ],
    labels: ['Field name or sample ID', 'Crop and growth stage', 'Sampling date'],
    form: ['Your name', 'Contact details', 'Desired test'],
  },
  cereal: {
    name: 'Cereal',
    figures: [
      'wheat, barley and oats',
      'between tillering and early heading, before flowering',
      'same stage each time',
      'most recent fully developed leaf',
      'flag leaf',
      'stems',
      'immature leaves',
      '40-50 leaves from 15-25 plants',
      'field edges, low spots and stressed plants',
      'paper bag',
      'ship the same day, or refrigerate',
    ],
    labels: ['Field', 'Crop type (wheat, barley or oats)', 'Growth stage', 'Date'],
  },
  corn: {
    name: 'Corn',
    figures: [
      '6-leaf stage to pre-tassel for routine monitoring',
      'earlier when you are diagnosing a deficiency',
      'collar of the youngest mature leaf, the 3rd-5th leaf from the top',
      'whole leaf opposite and below the ear',
      '15-20 leaves from random plants',
      'damaged or stressed plants',
      'paper bag, labeled',
      'store the sample cool',
      'completed submission form',
    ],
    labels: ['Field name or sample ID', 'Crop and growth stage', 'Sampling date'],
  },
  peas: {
    name: 'Peas',
    figures: [
      'early flowering, or before first pod set',
      'sampling right after rain or irrigation',
      'top fully expanded leaves and petioles (2-3 leaflet pairs)',
      'tendrils',
      'flowering structures',
      '20-30 plants, about 200 g fresh',
      'paper envelope or bag',
      'ship the same day, or refrigerate it temporarily',
      'completed submission form',
    ],
    labels: ['Field', 'Date', 'Crop', 'Growth stage'],
  },
};
