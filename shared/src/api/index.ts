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
export { pathOf, type CallAnswer, type CallInput, type Endpoint } from '../contract/endpoint';
