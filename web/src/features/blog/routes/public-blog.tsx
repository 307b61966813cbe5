import { BLOG_SCREEN_TEXTS } from '@gro/config/screens';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PublicPage } from '@/components/layouts/public-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';
import { useBlogCategories } from '../api/get-blog-categories';
import { useBlogPosts } from '../api/get-blog-posts';
import { PostCard } from '../components/post-card';

const texts = BLOG_SCREEN_TEXTS.list;

const Filters = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[8]};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.gray700};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand600};
    background: ${({ theme }) => theme.colors.brand600};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  list-style: none;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[10]};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** ?page= as a page number from 1; anything else is page 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1e6 ? page : 1;
}

const listUrl = (page: number, category: string) =>
  buildUrl(paths.blog, { query: { category: category || undefined, page: page > 1 ? page : undefined } });

/** /blog: the published posts, newest first, paged, with a category filter (both kept in the address). */
export default function PublicBlogRoute() {
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  const category = search.get('category') ?? '';
  const { data, error, isLoading, mutate } = useBlogPosts({ page, category });
  const { data: categories } = useBlogCategories();
  const pageCount = data?.pagination.pageCount ?? 0;

  return (
    <PublicPage title={texts.title} documentTitle={texts.documentTitle} description={texts.description} lead={texts.lead}>
      {categories && categories.length > 0 && (
        <Filters aria-label={texts.categories}>
          <ul>
            <li>
              <Link to={listUrl(1, '')} aria-current={category === '' ? 'page' : undefined}>
                {texts.allCategories}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={listUrl(1, c.slug)} aria-current={category === c.slug ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </Filters>
      )}
      {!data && isLoading && <Loading label={texts.loading} />}
      {!data && error && <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />}
      {data && data.items.length === 0 && <EmptyState title={category ? texts.emptyCategory : texts.empty} />}
      {data && data.items.length > 0 && (
        <Grid aria-busy={isLoading || undefined}>
          {data.items.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </Grid>
      )}
      {pageCount > 1 && (
        <Pager aria-label={texts.pages}>
          {page > 1 ? <Link to={listUrl(page - 1, category)}>{texts.previous}</Link> : <span />}
          <p>{texts.pageOf(page, pageCount)}</p>
          {page < pageCount ? <Link to={listUrl(page + 1, category)}>{texts.next}</Link> : <span />}
        </Pager>
      )}
    </PublicPage>
  );
}
