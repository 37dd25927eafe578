import { useEffect, useRef } from 'react';
import { ActionIcon, Box, Group, Input, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'createLink';

const TOOLS: { command: Command; icon: typeof IconBold; key: string }[] = [
  { command: 'bold', icon: IconBold, key: 'bold' },
  { command: 'italic', icon: IconItalic, key: 'italic' },
  { command: 'insertUnorderedList', icon: IconList, key: 'bullets' },
  { command: 'insertOrderedList', icon: IconListNumbers, key: 'numbers' },
  { command: 'createLink', icon: IconLink, key: 'link' },
];

/**
 * The product description: a small toolbar (bold, italic, lists, link) over an editable area. The
 * browser's own editing writes the HTML; the server keeps only the allowed tags (docs/product-rules.md).
 */
export function RichTextEditor({ label, value, onChange, error }: Props) {
  const { t } = useTranslation('product');
  const area = useRef<HTMLDivElement>(null);

  // Only an outside change (a loaded product, a reset) rewrites the area, so the caret stays put.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const run = (command: Command) => {
    area.current?.focus();
    if (command === 'createLink') {
      const url = window.prompt(t('form.editor.linkPrompt'), 'https://');
      if (!url || !/^https?:\/\//i.test(url)) return;
      document.execCommand('createLink', false, url);
    } else document.execCommand(command);
    if (area.current) onChange(area.current.innerHTML);
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Box
        className="app-editor"
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        <Group
          gap={4}
          p={4}
          role="toolbar"
          aria-label={t('form.editor.toolbar')}
          style={{
            borderBlockEnd: '1px solid var(--mantine-color-default-border)',
            background: 'var(--mantine-color-default-hover)',
          }}
        >
          {TOOLS.map(({ command, icon: Icon, key }) => (
            <Tooltip key={key} label={t(`form.editor.${key}`)}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t(`form.editor.${key}`)}
                // Keeps the selection in the area while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command)}
              >
                <Icon size={16} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <Box
          ref={area}
          contentEditable
          role="textbox"
          aria-multiline
          aria-label={label}
          aria-invalid={error ? true : undefined}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          p="sm"
          mih={140}
          style={{ outline: 'none', unicodeBidi: 'plaintext', lineHeight: 1.7 }}
        />
      </Box>
    </Input.Wrapper>
  );
}
