import type { BlogPostSummary } from '@gro/config';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { buildUrl } from '@/lib/url';

const Item = styled(Card).attrs({ as: 'li', $interactive: true, $padding: 'sm' })`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  overflow: hidden;

  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cover = styled.img`
  display: block;
  width: calc(100% + 2 * ${({ theme }) => theme.space[4]});
  max-width: none;
  aspect-ratio: 16 / 9;
  margin: ${({ theme }) => `-${theme.space[4]} -${theme.space[4]} 0`};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.brand50};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Category = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand600};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;

  a {
    color: ${({ theme }) => theme.colors.brand900};
    text-decoration: none;
  }

  /* The whole card is the link's target. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  a:focus-visible {
    outline: none;
  }
`;

const Excerpt = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A post in the /blog grid: cover, category and date, title (the link) and excerpt. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Item>
      {post.cover && <Cover src={post.cover.url} alt="" loading="lazy" width={post.cover.width ?? undefined} height={post.cover.height ?? undefined} />}
      <Meta>
        {post.category && <Category>{post.category.name}</Category>}
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </Meta>
      <Title>
        <Link to={buildUrl(paths.blogPost, { params: { slug: post.slug } })}>{post.title}</Link>
      </Title>
      {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
    </Item>
  );
}
