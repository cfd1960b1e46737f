/**
 * The five crops with a sampling guide: ids, names and routes only. The route table reads
 * this small module (it is in every page's first load); the guides themselves live in
 * crops.ts, which only the sampling pages load.
 */
export const CROP_LIST = [
  { id: 'potato', name: 'Potato' },
  { id: 'alfalfa', name: 'Alfalfa' },
  { id: 'cereal', name: 'Cereal' },
  { id: 'corn', name: 'Corn' },
  { id: 'peas', name: 'Peas' },
] as const;

export type CropId = (typeof CROP_LIST)[number]['id'];

export const CROP_IDS = CROP_LIST.map((crop) => crop.id) as readonly CropId[] as readonly [
  CropId,
  ...CropId[],
];

export function cropPath<const T extends CropId>(id: T): `/sampling/${T}-instructions` {
  return `/sampling/${id}-instructions`;
}
