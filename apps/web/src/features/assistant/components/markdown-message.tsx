import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';
import remarkGfm from 'remark-gfm';

/** Links to the app's own pages (the knowledge base links to /create-request...) stay in the app. */
function isAppPath(href: string | undefined): href is string {
  return href !== undefined && href.startsWith('/') && !href.startsWith('//');
}

function useComponents(): Components {
  const { t } = useTranslation('assistant');
  return {
    // The bubble sits under the page's h1 (the greeting's h2 is gone once the chat starts): an
    // answer's # and ## are h2, ### h3 and so on, so its usual ## and ### follow the page's h1.
    h1: ({ children }) => <Heading as="h2" size="md" mt="3" mb="2">{children}</Heading>,
    h2: ({ children }) => <Heading as="h2" size="md" mt="3" mb="2">{children}</Heading>,
    h3: ({ children }) => <Heading as="h3" size="sm" mt="3" mb="1">{children}</Heading>,
    h4: ({ children }) => <Heading as="h4" size="sm" mt="2" mb="1">{children}</Heading>,
    h5: ({ children }) => <Heading as="h5" size="xs" mt="2" mb="1">{children}</Heading>,
    h6: ({ children }) => <Heading as="h5" size="xs" mt="2" mb="1">{children}</Heading>,
    p: ({ children }) => <Text my="2">{children}</Text>,
    ul: ({ children, className }) => (
      <List.Root as="ul" ps={className?.includes('contains-task-list') ? '1' : '5'} my="2" gap="1" listStyleType={className?.includes('contains-task-list') ? 'none' : 'disc'}>
        {children}
      </List.Root>
    ),
    ol: ({ children, start }) => (
      <List.Root as="ol" ps="5" my="2" gap="1" listStyleType="decimal" {...(start ? { start } : {})}>
        {children}
      </List.Root>
    ),
    li: ({ children }) => <List.Item>{children}</List.Item>,
    a: ({ href, children }) =>
      isAppPath(href) ? (
        <Link asChild colorPalette="red" textDecoration="underline">
          <RouterLink to={href}>{children}</RouterLink>
        </Link>
      ) : (
        <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="red" textDecoration="underline" wordBreak="break-word">
          {children}
        </Link>
      ),
    // GFM task lists: a checkbox that says what it shows.
    input: ({ type, checked }) =>
      type === 'checkbox' ? (
        <input type="checkbox" checked={Boolean(checked)} disabled readOnly aria-label={t(checked ? 'taskDone' : 'taskOpen')} style={{ marginInlineEnd: '0.5em' }} />
      ) : null,
    pre: ({ children }) => (
      <Box as="pre" my="2" p="3" bg="bg.emphasized" borderRadius="md" overflowX="auto" fontSize="sm">
        {children}
      </Box>
    ),
    blockquote: ({ children }) => (
      <Box as="blockquote" my="2" ps="3" borderStartWidth="3px" borderColor="border.emphasized" color="fg.muted">
        {children}
      </Box>
    ),
    hr: () => <Box as="hr" my="3" borderColor="border" />,
    // A wide table scrolls inside the bubble instead of widening the page.
    table: ({ children }) => (
      <Box my="2" overflowX="auto" tabIndex={0} role="region" aria-label={t('table')}>
        <table>{children}</table>
      </Box>
    ),
  };
}

/** Styles of the plain elements (tables, code) the markdown produces, without more recipes in the first load. */
const MARKDOWN_CSS = {
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& table': { borderCollapse: 'collapse', minW: 'full', fontSize: 'sm' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.emphasized', px: '2', py: '1', textAlign: 'start', verticalAlign: 'top' },
  '& th': { bg: 'bg.emphasized', fontWeight: 'semibold' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.emphasized', px: '1', borderRadius: 'sm' },
  '& pre code': { bg: 'transparent', px: '0' },
  '& del': { color: 'fg.muted' },
} as const;

/**
 * An answer's markdown with GitHub's extensions (tables, strikethrough, task lists, autolinks).
 * Raw HTML in the text is never rendered (react-markdown drops it without rehype-raw), and link
 * targets go through react-markdown's URL filter (no javascript: links).
 */
export function MarkdownMessage({ text }: { text: string }) {
  const components = useComponents();
  return (
    <Box lineHeight="1.6" css={MARKDOWN_CSS}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {text}
      </ReactMarkdown>
    </Box>
  );
}
