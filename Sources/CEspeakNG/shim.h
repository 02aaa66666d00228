// espeak-ng's classic API (speak_lib.h) and its status-code API (espeak_ng.h), for EarshotAudio.
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
