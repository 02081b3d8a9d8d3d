// Module Federation config of the chat remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
import { remoteFederation } from '@vital/shared/build/webpack.ts';

// Its container, port and exposed module are its row of the remote contract (shared/src/contract/remotes.ts).
export default remoteFederation('chat');
