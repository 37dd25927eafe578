import { Center, Loader } from '@mantine/core';

/** Shown while the first route's chunks load (the router's HydrateFallback) and while a page suspends. */
export function AppLoading({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-busy="true">
      <Loader color="amber" type="dots" />
    </Center>
  );
}
