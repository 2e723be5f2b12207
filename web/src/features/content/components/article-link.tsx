import { type ComponentProps, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { randomKey } from './text';

type ArticleLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { articleId: number };

/**
 * A link to `/article?articleId=…&key=…`. Each link carries its own random key, so following it
 * reads the article afresh (SPEC.md §2), while going back in history finds the page as it was.
 */
export function ArticleLink({ articleId, ...props }: ArticleLinkProps) {
  const [key] = useState(randomKey);
  return <Link to={paths.article.getHref(articleId, key)} {...props} />;
}
