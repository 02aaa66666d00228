// libsndfile, for reading and writing WAV, FLAC and OGG/Vorbis in EarshotAudio.
#include <sndfile.h>
