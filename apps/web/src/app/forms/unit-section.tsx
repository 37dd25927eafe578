import { Text } from '@mantine/core';

/**
 * The unit written inside a number field at its inline end (a currency sign such as «ر.س.», "hours"),
 * dimmed like a hint and wide enough for the unit: spread into the field's props.
 */
export function unitSection(unit: string | null | undefined) {
  if (!unit) return {};
  return {
    rightSection: (
      <Text fz="xs" c="dimmed" px={6} style={{ whiteSpace: 'nowrap' }}>
        {unit}
      </Text>
    ),
    rightSectionWidth: 64,
  };
}
