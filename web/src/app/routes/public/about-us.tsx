import { useSearchParams } from 'react-router';
import { CategoryPage } from '@/features/content/components/category-page';
import { positiveInt } from '@/features/content/components/text';

/** /aboutUs?typeId=X: the category page of X's parent (本会概况) with X as the tab. */
export function AboutUsRoute() {
  const [params] = useSearchParams();
  return <CategoryPage selection={{ kind: 'aboutUs', typeId: positiveInt(params.get('typeId')) }} />;
}
