// The tailoring domain's door: what other domains, the gateway and the process may use of it.
export { checkTailoringLines, type TailoredLine } from './cart-lines';
export {
  lineById,
  lineIdOf,
  linesOfOrder,
  lockLine,
  nextStage,
  optionGroupNames,
  queueLines,
  reached,
  setLineMeasurement,
  setLineStage,
  stageCounts,
  type TailoringLineRow,
} from './lines';
export { recordOrderTailoring } from './order-jobs';
export { CartTailoring, MeasurementChoiceRef, TailoringChoiceInput } from './refs';
