import { isPortInUse, portInUseMessage, type PortSetting } from '../config/ports.js';
import { EXIT_CONFIG } from './exit-codes.js';

/**
 * Runs `listen`; when its port is taken, says which setting to change and exits EXIT_CONFIG
 * (a launcher or orchestrator then stops instead of restarting). Other failures are rethrown.
 */
export async function listenOrExit<T>(processName: string, port: PortSetting, listen: () => Promise<T>): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if (!isPortInUse(error)) throw error;
    console.error(`[${processName}] ${portInUseMessage(port)} Exiting with code ${EXIT_CONFIG}.`);
    process.exit(EXIT_CONFIG);
  }
}
