import { useQuery } from '@tanstack/react-query';
import { DynamicPage, getDynamicPageQueryOptions } from '@/features/dynamic-pages';
import { LastUpdated } from '@/ui/last-updated';
import classes from './content-pages.module.css';

export interface ContentPageProps {
  /** The dynamic page it shows: `hakkimizda`, `iletisim`, `kvkk`. */
  pageCode: string;
}

/**
 * A public content page (Hakkımızda, İletişim, KVKK): the server's page tree through the safe
 * renderer, kept for offline reading (src/app/query-persister.ts). Offline, a kept copy says
 * from when it is ("Son güncelleme"); without one, the renderer says the page needs the network
 * once, with "Tekrar Dene".
 */
export function ContentPage({ pageCode }: ContentPageProps) {
  // The same query as the renderer's (one request): read here for the time of the copy.
  const { dataUpdatedAt } = useQuery(getDynamicPageQueryOptions(pageCode));
  return (
    <div className={classes.page}>
      <LastUpdated at={dataUpdatedAt} />
      <DynamicPage pageCode={pageCode} />
    </div>
  );
}
