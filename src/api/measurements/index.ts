// The measurements domain's door: what other domains, the gateway and the process may use of it.
export { GarmentEnum, MeasurementErrorRef, MeasurementValueInput, UnitEnum } from './refs';
export { snapshotMeasurementChoice } from './snapshot';
export { listProfiles } from './service';
export { eraseMeasurementProfiles } from './erase';
