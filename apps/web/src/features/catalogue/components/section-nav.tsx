import { Group, Indicator, Tabs, Text } from '@mantine/core';
import {
  IconAdjustments,
  IconForms,
  IconInfoSquare,
  IconPackages,
  IconPhotoVideo,
  IconSitemap,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORM_SECTIONS, type FormSection } from '@/features/catalogue/product-values.ts';

const ICONS: Record<FormSection, Icon> = {
  main: IconInfoSquare,
  media: IconPhotoVideo,
  quantity: IconPackages,
  options: IconSitemap,
  advanced: IconAdjustments,
  customFields: IconForms,
};

/**
 * The form's sections as tabs (a column on wide screens); a section holding an error is marked. The
 * open one, drawn as a red pill when it holds an error, keeps the pill's own (contrasting) text colour.
 */
export function SectionTabs({ withErrors, current }: { withErrors: ReadonlySet<FormSection>; current: FormSection }) {
  const { t } = useTranslation('product');
  return (
    <Tabs.List>
      {FORM_SECTIONS.map((section) => {
        const Icon = ICONS[section];
        const failed = withErrors.has(section);
        return (
          <Tabs.Tab
            key={section}
            value={section}
            leftSection={<Icon size={18} />}
            color={failed ? 'red' : undefined}
            aria-description={failed ? t('form.sectionHasErrors') : undefined}
          >
            <Group gap={8} wrap="nowrap">
              <Text fz="sm" fw={500} c={failed && section !== current ? 'red' : undefined}>
                {t(`form.sections.${section}`)}
              </Text>
              {failed && (
                <Indicator
                  color={section === current ? 'white' : 'red'}
                  size={8}
                  position="middle-center"
                  inline
                  processing={false}
                  children={null}
                />
              )}
            </Group>
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
}
