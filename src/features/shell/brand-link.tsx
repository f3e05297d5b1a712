import { Link } from '@tanstack/react-router';
import { BrandMark } from './brand-mark';
import { shellMessages } from './messages';
import classes from './brand-link.module.css';

/** The brand in the header, linking home. */
export function BrandLink() {
  return (
    <Link to="/" className={classes.link} aria-label={`${shellMessages.brand}, anasayfa`}>
      <BrandMark />
    </Link>
  );
}
