// The drawings an option can show in the picker (drawn as SVG in src/components/tailoring/OptionPicture.tsx).
export const optionPictures = [
  'neck-round', 'neck-sweetheart', 'neck-u', 'neck-v', 'neck-boat', 'neck-square', 'neck-collar',
  'back-round', 'back-deep-u', 'back-dori', 'back-keyhole', 'back-open',
  'sleeve-none', 'sleeve-cap', 'sleeve-set-in', 'sleeve-puff', 'sleeve-bell',
  'length-short', 'length-elbow', 'length-three-quarter', 'length-full',
  'lining-none', 'lining-cotton', 'lining-silk', 'padding',
  'closure-front', 'closure-back', 'closure-zip',
  'tassel-none', 'tassel-simple', 'tassel-beaded', 'tassel-crochet',
  'fall-pico', 'fall', 'pico',
  'pleats', 'pallu-open', 'pallu-pleated', 'petticoat', 'petticoat-none',
  'size', 'kali', 'cancan', 'salwar', 'churidar', 'palazzo', 'bottom-none',
  'kurta-short', 'kurta-knee', 'kurta-calf', 'dress-anarkali', 'dress-aline', 'dress-lehenga',
] as const;
export type OptionPicture = (typeof optionPictures)[number];
