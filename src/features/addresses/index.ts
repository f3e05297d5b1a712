// The addresses feature's public entry: what sibling features may import (docs/decisions/issue-30-feature-boundaries.md).
export { AddressFields, LookupSelect } from './address-fields';
export { type AddressValues, addressFromApi, addressToApi, emptyAddress } from './address-values';
export { addressMessages } from './messages';
