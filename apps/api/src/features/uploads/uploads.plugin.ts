import { areaPlugin } from '../../lib/area-plugin';
import { uploadsRoutes } from './uploads.routes';
import { uploadsSweepPlugin } from './uploads-sweep';

/** Uploads: images into the storage (local disk or S3-compatible), the local files, and the unused-file sweep. */
export const uploadsArea = areaPlugin(uploadsRoutes, uploadsSweepPlugin);
