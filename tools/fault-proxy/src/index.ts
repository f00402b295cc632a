/** @edu/fault-proxy — a TCP proxy of our own that breaks a connection the ways networks do, for tests. */
export { type FaultProxy, type FaultProxyTarget, startFaultProxy } from './start-fault-proxy';
