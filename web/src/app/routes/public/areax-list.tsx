import { useSearchParams } from 'react-router';
import { CategoryPage } from '@/features/content/components/category-page';
import { positiveInt } from '@/features/content/components/text';

/** /areaxList?parentId&tabIndex: the category `parentId`, its children as tabs. */
export function AreaxListRoute() {
  const [params] = useSearchParams();
  return (
    <CategoryPage
      selection={{
        kind: 'areaxList',
        parentId: positiveInt(params.get('parentId')),
        tabId: positiveInt(params.get('tabIndex')),
      }}
    />
  );
}
