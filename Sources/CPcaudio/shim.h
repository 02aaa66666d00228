// pcaudiolib (PulseAudio, ALSA or OSS on Linux; CoreAudio on macOS), for live audio in
// EarshotAudio. The Debian package ships no pkg-config file, so the module map links it by name.
#include <pcaudiolib/audio.h>
