import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formMessages as m } from './messages';

/**
 * docs/forms-and-validation.md: the warning dialog listing what is missing (alertDialog's look, with a list instead
 * of one line). Resolves when the user closes it. Focus does not go back to the button that
 * opened it: the form moves it to the first field to correct.
 */
export function missingInfoDialog(lines: readonly string[], title: string = m.warningTitle): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title,
      size: 'md',
      returnFocus: false,
      onClose: () => resolve(),
      children: (
        <Stack gap="lg">
          {lines.length === 1 ? (
            <Text>{lines[0]}</Text>
          ) : (
            <List spacing={4} size="sm">
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button onClick={() => modals.close(id)} data-autofocus>
              Tamam
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
