import { loadConfigOrExit } from '@flowershop/common/bootstrap';
import { GatewayConfig } from './platform/config/gateway.config.js';
import { startGateway } from './gateway-app.js';

await startGateway(loadConfigOrExit('gateway', GatewayConfig));
