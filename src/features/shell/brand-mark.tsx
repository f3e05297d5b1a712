import { IconTruckDelivery } from '@tabler/icons-react';
import { shellMessages } from './messages';
import classes from './brand-link.module.css';

/** The logo mark and the name "Kurye Çağır", without a link. */
export function BrandMark() {
  return (
    <span className={classes.root}>
      <span className={classes.mark} aria-hidden>
        <IconTruckDelivery size={22} stroke={1.8} />
      </span>
      <span className={classes.name}>{shellMessages.brand}</span>
    </span>
  );
}
