// This process's tippjáték service: the games of data/predictions (PREDICTION_DATA_DIR), the user-data
// store, and the election-data port for the election games' results.
import { getElectionData } from '../elections/server/getElectionData';
import { getUserDataStore } from '../userdata/getUserDataStore';
import { predictionGames } from './predictionGames';
import { predictionService, type PredictionService } from './predictionService';

let shared: Promise<PredictionService> | undefined;

export function getPredictions(): Promise<PredictionService> {
  shared ??= getUserDataStore().then(
    (store) =>
      predictionService({ store, elections: getElectionData(), games: () => predictionGames() }),
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return shared;
}
