// The shipment form's public surface (the tracking detail tab renders it in View mode).
export { ShipmentForm, type ShipmentFormProps } from './shipment-form';
export { FormMode } from './form-values';
