import {
  IconBabyCarriage,
  IconBasket,
  IconBooks,
  IconCategory,
  IconDeviceMobile,
  IconGift,
  IconShirt,
  IconSparkles,
  IconSpray,
  IconTool,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';

/** The platform's main categories have fixed ids (server catalogue); each gets a picture of what it sells. */
const BY_ID: Record<string, Icon> = {
  'a210636a-3eab-4d04-8343-2e52e129f5c2': IconShirt,
  'e94f0990-768b-4ddf-8372-b815f8e77a9d': IconSpray,
  'b72fd1a2-12c2-4a56-b0f6-ffdf8aec2595': IconDeviceMobile,
  '329f4e26-63de-4b03-9f75-28fe573f35f1': IconBasket,
  '2d0d50ad-890e-4c76-8fd4-b559d508543e': IconToolsKitchen2,
  '827cf703-d049-4c30-bac6-03963f840e02': IconSparkles,
  '0a398906-84a7-4696-ac7e-b24ced2808d0': IconBabyCarriage,
  '2b0b2bd9-1b80-4ce6-b8c4-0622271b3826': IconGift,
  '29b04ba1-13b1-423c-b9f7-80251808a17f': IconBooks,
  '7db6d1d1-a497-4659-9b1d-cd8c5c86663f': IconTool,
};

export const categoryIcon = (categoryId: string): Icon => BY_ID[categoryId] ?? IconCategory;
