// The documents feature's public entry: what sibling features may import (docs/decisions/0051-issue-30-feature-boundaries.md).
export { type DocumentRef } from './api';
export { DocumentFullImage, DocumentThumbnailImage } from './document-image';
