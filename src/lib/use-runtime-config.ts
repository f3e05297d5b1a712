import { useEffect, useState } from 'react';
import { loadRuntimeConfig, type RuntimeConfig } from './config';

/** The runtime configuration once `/config.json` has been read; undefined until then. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  const [config, setConfig] = useState<RuntimeConfig>();
  useEffect(() => {
    let active = true;
    void loadRuntimeConfig().then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
