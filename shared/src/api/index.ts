export {
  apiRequest,
  ApiError,
  setApiFetch,
  setUnauthorizedHandler,
  sessionMark,
  sessionRefused,
  type HttpMethod,
  type RequestOptions,
} from './client';
export { call, hrefOf } from './call';
export { OFFLINE_ACTION, OFFLINE_READ } from './network-failure';
export { pathOf, type CallAnswer, type CallInput, type Endpoint } from '../contract/endpoint';
