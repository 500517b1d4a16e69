import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pushDeviceState, turnPushOff, turnPushOn, type PushDeviceState } from './push-device';

const PUSH_DEVICE_KEY = ['push-device'] as const;

/** This browser's push state, asked of the browser and the server once per screen. */
export function pushDeviceQueryOptions() {
  return queryOptions({ queryKey: PUSH_DEVICE_KEY, queryFn: pushDeviceState });
}

/**
 * This browser's push state for the signed-in user (undefined until known) and the steps that
 * change it; `busy` while one runs. A step's failure rejects, for the caller to show.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const state = useQuery(pushDeviceQueryOptions());

  const run = async (step: () => Promise<PushDeviceState>) => {
    setBusy(true);
    try {
      queryClient.setQueryData<PushDeviceState>(PUSH_DEVICE_KEY, await step());
    } finally {
      setBusy(false);
    }
  };

  return {
    state: state.data,
    busy,
    turnOn: () => run(turnPushOn),
    turnOff: () =>
      run(async () => {
        await turnPushOff();
        return 'off';
      }),
  };
}
