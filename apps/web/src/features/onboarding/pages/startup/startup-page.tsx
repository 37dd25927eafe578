import { addMessages, domainMessages } from '@souqna/contracts';
import { useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { useAppStore } from '@/lib/app-store.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { useAllStoreData } from '@/features/onboarding/api.ts';
import { GoTo } from '@/features/onboarding/components/go-to.tsx';
import { OnboardingStepper } from '@/features/onboarding/components/onboarding-stepper.tsx';
import { isRevisit, startupView } from '@/features/onboarding/stages.ts';
import { CategoryPicker } from './category-picker.tsx';
import { emptyStoreData, storeDataOf, StoreDataStep } from './store-data-step.tsx';
import { WelcomeStep } from './welcome-step.tsx';
import * as pages from '@/lib/pages.ts';

// The store screens word the domains' field codes and upload refusals (docs/decisions.md "Web app").
addMessages(domainMessages);

const WELCOMED_KEY = 'souqna-onboarding-welcomed';

const readWelcomed = () => {
  try {
    return sessionStorage.getItem(WELCOMED_KEY) === '1';
  } catch {
    return false;
  }
};

/** The saved store data, for a merchant who comes back from the categories to correct it. */
function SavedStoreData({ onSaved }: { onSaved: () => void }) {
  const store = useAllStoreData();
  if (store.isPending) {
    return (
      <Center mih={240}>
        <Loader type="dots" />
      </Center>
    );
  }
  return <StoreDataStep initial={store.data ? storeDataOf(store.data) : emptyStoreData} onSaved={onSaved} />;
}

/**
 * /startup and /startup/{id}: welcome, entity type and store data, then the category picker (main
 * categories, or the sub-categories of {id}). Each step opens from the stage flags, so a reload
 * lands where the merchant left off.
 */
function Startup() {
  const { id } = useParams();
  const { state } = useLocation();
  const session = useAppStore((s) => s.auth?.session ?? null);
  const [welcomed, setWelcomed] = useState(readWelcomed);
  const [editingStoreData, setEditingStoreData] = useState(false);
  if (!session) return null;
  const { stage } = session;
  const view = editingStoreData ? 'storeData' : startupView(stage, welcomed, isRevisit(state));

  const start = () => {
    try {
      sessionStorage.setItem(WELCOMED_KEY, '1');
    } catch {
      // Without storage the welcome shows again after a reload; nothing is lost.
    }
    setWelcomed(true);
  };

  if (view === 'welcome') return <WelcomeStep name={session.user.name} onStart={start} />;
  // Categories saved: the activation steps follow, in their card.
  if (view === 'done') return <GoTo to={pages.activation} />;
  return (
    <Stack gap="xl">
      <OnboardingStepper stage={stage} current={view} />
      {view === 'storeData' ? (
        stage.isStoreData ? (
          <SavedStoreData onSaved={() => setEditingStoreData(false)} />
        ) : (
          <StoreDataStep initial={emptyStoreData} onSaved={() => setEditingStoreData(false)} />
        )
      ) : (
        <CategoryPicker parentId={id} onBack={() => setEditingStoreData(true)} />
      )}
    </Stack>
  );
}

export default function StartupPage() {
  return (
    <QueryScope>
      <Startup />
    </QueryScope>
  );
}
