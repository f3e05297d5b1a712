// Back to the demo data: clock offset to zero, seed dated now.
import { setOffsetMs } from './clock';
import { seed } from './seed';

export async function resetToSeed(): Promise<void> {
  setOffsetMs(0);
  await seed();
}
