import type { BlogPost } from '@gro/config';
import { BLOG_SCREEN_TEXTS } from '@gro/config/screens';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from '@/components/icons';
import { Container } from '@/components/ui/container';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { useBlogPost } from '../api/get-blog-post';
import { Markdown } from '../components/markdown';
import { PostNotFound } from '../components/post-not-found';

const texts = BLOG_SCREEN_TEXTS.post;

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[10]} 0 ${theme.space[16]}`};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.link};
`;

const Header = styled.header`
  margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[8]}`};

  h1 {
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3rem);
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.brand900};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand600};
  }
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

function Post({ post }: { post: BlogPost }) {
  useDocumentTitle(post.title, { description: post.excerpt ?? undefined });
  return (
    <Article>
      <Back to={paths.blog}>
        <ArrowLeftIcon size={18} />
        {texts.backToBlog}
      </Back>
      <Header>
        <h1>{post.title}</h1>
        <Meta>
          {post.category && <Link to={buildUrl(paths.blog, { query: { category: post.category.slug } })}>{post.category.name}</Link>}
          <span>
            {texts.published} <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </span>
        </Meta>
      </Header>
      {post.cover && (
        <Cover src={post.cover.url} alt={post.cover.alternativeText ?? ''} width={post.cover.width ?? undefined} height={post.cover.height ?? undefined} />
      )}
      <Markdown source={post.body} />
    </Article>
  );
}

/** /blog/{slug}: a published post, or 'Post Not Found' (the server answers that address 404 too). */
export default function PublicBlogPostRoute() {
  const { slug = '' } = useParams();
  const { data: post, error, isLoading } = useBlogPost(slug);
  if (isLoading) return <Loading label={texts.loading} />;
  if (error || !post) return <PostNotFound />;
  return (
    <Container>
      <Post post={post} />
    </Container>
  );
}
