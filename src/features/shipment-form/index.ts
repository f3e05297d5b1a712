// The shipment form's public surface (the tracking detail tab renders it in View mode; the courier
// application reuses its missing-info dialog).
export { ShipmentForm, type ShipmentFormProps } from './shipment-form';
export { FormMode } from './form-values';
export { missingInfoDialog } from './missing-info-dialog';
