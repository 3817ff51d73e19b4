export { ServiceWorkerStart } from "./service-worker-start";
export { startServiceWorker, SW_CHECK_URL, SW_URL, SW_VERSION } from "./service-worker";
export { pushMoment, PUSH_MOMENT_PATHS } from "./push-moment";
