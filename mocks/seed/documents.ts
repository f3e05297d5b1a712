// Small real PNG documents (240 × 160, a few hundred bytes each) for the seeded applications, so
// the approvals screen shows thumbnails offline in mock mode. Drawn with flat shapes (an avatar,
// a licence card, two certificate pages) and stored as uploads are (services/documents.ts): one
// record each in `documents`, read at its own URL.
import type { DocumentKind } from '../db';
import { fromBase64, storeDocument } from '../services/documents';

/** The four documents of a courier application, as base64 PNGs. */
const seedFiles: Record<DocumentKind, string> = {
  photo:
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAMAAAAFBRFXAAAAHlBMVEX////d4uhaY3DH5Pd4kKj2092WHigeOm7weBSqsr7YgM4YAAABsElEQVR42u3cUarDMAxE0YFo/2t+/4+Wgi07I+nOBpJDKGnlUfUMiwADBgwYMGDAgAEDBgwYMGDAgAEDBgwYMGDAgAGXA8cUcPxPa3B8TldwfE9DcPxKM3CEiVgu3FtkGXmviOXkvSGWE/cGWWbe42K5eU+LAb/uPSyWn/esWIbeo2LADt6TYll6D4oBA37Fe04M2MR7TAwY8EveU2LAgAEDBgy4PzjCVcwTBgwYMGDAgPuBGfEA7gZmEN8ezGEa4G7gcQ0ASi39weN6WvOaeJRL+4PH9aXnNeKfcTsPz7ytlnl7S8+4zbRn3u7hD/O9m2B/+Lr58vX5D4DuAQyYzzCvJb5pzf61NGwAMGumNWwQP+wwbVjlYVh9OLJSBBxhLJYz9wRZ5t50scy56WT5e3PFKuBNFauCN1OsEt5EsWp488Qq4k0Tq4o3S6wy3iSx6nhzxCrkTRGrkjdDrFLeBLFqeffFKubdFgN29+6KVc67KQbs790Tq6B3Swy4gndHDLiEd0MMuIZ3XQy4iHdZDBiwqXdVDLiMd1EMGLCtd00MGDBgG++SGDBgwPPAEYXFf+Lu6IubiJG0AAAAAElFTkSuQmCC',
  drivingLicense:
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAMAAAAFBRFXAAAAHlBMVEX////d4uhaY3DH5Pd4kKj2092WHigeOm7weBSqsr7YgM4YAAABD0lEQVR42u3bUQ6CQAxFUeJT979kv0j8HJQJtHPuDk5MKrRh2yRJkjS19wIBAwMDAwMDAwMDAwMDAwMDAwMDAwPfB/xaIGBgYGBgYGBgYODZ4OcfAQMDdwI/Lg4YGNjQAgbuBs5K4OytAc53C4CTAXEjcDIi7gNOhsRtwMmYeN6jJfBUcDIoBl4LXHdorQZORsV+YWBg4MKPlsDelpq9D9dexP+w8Sh+eTi+0yp/ajm6tWxxW4rLAzAwMDAwMDDwDcCFb0vAwMCmNDAwMDAwMDCwjzyAgYENLWBgYGBgYGBgi3jgUwPuDi4ytICBgYFLga9YsAEDAwMD+1sCBgYGBgYGBgYGBgY+CpYkSdLpfQAvhE2K5UWKcwAAAABJRU5ErkJggg==',
  criminalRecordCertificate:
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAMAAAAFBRFXAAAAHlBMVEX////d4uhaY3DH5Pd4kKj2092WHigeOm7weBSqsr7YgM4YAAAA3UlEQVR42u3auREAIQwDQENA/yVTACmBn1V8ySYajY9YwxLAwEPBJ3mAgYGBgYGBgYGBgYGBgYGBgYGfD5MHGBgYGBgYGBgYuAZ4JwgwMLDSAgYGBgYGtqUtLWBgWxoYGBgYGNiW/rIhgIGBlRYwMDAwMLAt7WoJDOwuraWBgYGBgYEtLWBgW1pLAwMDAwMD+yEODAyspYGBgYGBgd2lgYGBlRYwMDAwMLAtbWkBAystYGBgYGBgW9oLAGBgbzyAgYHTg8cdAICB3bS0NDAwMDAwMDAwcElwlwADN8sFu7KkOaNxMPwAAAAASUVORK5CYII=',
  taxCertificate:
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAACgCAMAAAAFBRFXAAAAHlBMVEX////d4uhaY3DH5Pd4kKj2092WHigeOm7weBSqsr7YgM4YAAABLklEQVR42u3aMQ6DMAwF0LRLff8Td6wEhECHNo6fR5LlCcl8nLRHsWrAwEXBr8kLGBgYGBgYGBgYGBgYGBgYGBh4t3HyAgYGBgYGBgYGBs4Bfk5QwMDAmhYwMDAwMLAsLWkBA8vSwMDAwMDAsrSkBQwsS+vSwMDAwMDAPw0ewMDAmhYwMDAwMLAsbWoJDGwurUsDAwMDAwMLHsDAsrQuDQwMDAwMLHgATwyOQuD4VIEsHdtavEtH3BTnBsdxLQve+8bizOBD3EicGNyhDcTZwTeeZwf3XafitOAz1dlaavA3i8BJwIOvbX8ZGBgY+A/guAAObxgYGBhYlgb2P2ziYaZlamkuXfPkod7ZUit3etjqnQ9vzOPNy1xbiov73NMCBgYGBgYGzgtepYCBF6s33pW2IXHRZuEAAAAASUVORK5CYII=',
};

/** Stores the seeded files of `kinds` for a courier; the profile's document ids. */
export async function seedDocumentsOf(
  ownerId: number,
  kinds: readonly DocumentKind[] = ['photo', 'drivingLicense', 'criminalRecordCertificate', 'taxCertificate'],
): Promise<Partial<Record<DocumentKind, number>>> {
  const ids: Partial<Record<DocumentKind, number>> = {};
  for (const kind of kinds)
    ids[kind] = await storeDocument(
      ownerId,
      kind,
      new Blob([fromBase64(seedFiles[kind])], { type: 'image/png' }),
    );
  return ids;
}
