// The addresses feature's public entry: what sibling features may import (docs/decisions/0051-issue-30-feature-boundaries.md).
export { AddressFields, LookupSelect } from './address-fields';
export { addressMessages } from './messages';
