import { Textarea, type TextareaProps } from '@mantine/core';

/**
 * A one-line sentence the merchant types (a subtitle, an announcement, an address): a field that grows with its text,
 * so she reads back all she wrote, where a one-line input hid everything past its width. It stays one paragraph:
 * Enter adds no line break (the storefront shows it on one line of flowing text).
 */
export function SentenceField(props: Omit<TextareaProps, 'autosize' | 'minRows'>) {
  return (
    <Textarea
      {...props}
      autosize
      minRows={1}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
        props.onKeyDown?.(event);
      }}
    />
  );
}
