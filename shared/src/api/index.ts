export {
  api,
  apiRequest,
  ApiError,
  setUnauthorizedHandler,
  sessionMark,
  sessionRefused,
  type HttpMethod,
  type RequestOptions,
} from './client';
