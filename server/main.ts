// `npm run server`: starts the server from the environment and the command line (start.ts), and
// stops it cleanly on SIGINT/SIGTERM, giving back the data folder's lock.
import { readConfig, startServer } from './start';

const config = readConfig(process.env, process.argv.slice(2));
startServer(config).then(
  (running) => {
    console.log(
      `Kurye Çağır server on http://${config.host}:${running.port}/api/v1 (${running.engine}${
        running.engine === 'pglite' ? `, ${config.dataDir}` : ''
      }${config.testMode ? ', test mode' : ''}) in ${Math.round(running.startMs)} ms`,
    );
    const stop = () => void running.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
