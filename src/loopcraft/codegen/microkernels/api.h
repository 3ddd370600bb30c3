/* The entry points of loopcraft's kernel library (gemm.h, conv2d.h, dwconv2d.h, vector.h), as a
 * module declares them.
 *
 * Why a library: the kernels are large, macro-expanded C (GEMM alone is several seconds of -O3
 * per compile); pasted into every module that calls one, they dominated compile time. They are
 * compiled once per compiler, flags and source into a shared library in the artifact cache
 * (loopcraft.pipeline.kernel_library), and modules link against it. The library's own source
 * includes this file before the kernels, so a declaration that disagrees with a definition is
 * a compile error there, not a crash here. Declaring a kernel of an ISA the library lacks is
 * harmless: loopcraft only calls kernels of ISAs the CPU (and so the library) has.
 */
#ifndef LC_KERNEL_LIBRARY_API
#define LC_KERNEL_LIBRARY_API
#include <stdint.h>

#define LC_API_GEMM(ISA, SFX, T)                                                              \
int lc_mk_gemm_##ISA##_##SFX(int64_t m, int64_t n, int64_t k, T alpha, const T* A,          \
                             int64_t sa0, int64_t sa1, const T* B, int64_t sb0, int64_t sb1, \
                             T beta, T* C, int64_t sc0, int64_t sc1, const T* bias_in,      \
                             int64_t sbias, int act, double act_a, double act_b,            \
                             int64_t mc, int64_t kc, int64_t nc, int threads,               \
                             const T* bpacked);                                             \
void lc_mk_prepack_b_##ISA##_##SFX(const T* B, int64_t sb0, int64_t sb1, int64_t k,         \
                                   int64_t n, T* dst);
#define LC_API_CONV2D(ISA, SFX, T)                                                            \
int lc_cv_conv2d_##ISA##_##SFX(                                                              \
        const T* x, int64_t n, int64_t c, int64_t h, int64_t w,                             \
        int64_t xs0, int64_t xs1, int64_t xs2, int64_t xs3,                                 \
        const T* wt, int64_t k, int64_t c2, int64_t r, int64_t s,                           \
        int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3,                                 \
        const T* bias, int64_t nb, int64_t bs,                                              \
        const T* skip, int64_t zn, int64_t zk, int64_t zh, int64_t zw,                      \
        int64_t zs0, int64_t zs1, int64_t zs2, int64_t zs3,                                 \
        T* out, int64_t on, int64_t ok, int64_t ho, int64_t wo,                             \
        int64_t os0, int64_t os1, int64_t os2, int64_t os3,                                 \
        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int act, double act_a, double act_b, \
        int threads, const T* wpacked);                                                     \
void lc_cv_prepack_w_##ISA##_##SFX(const T* wt, int64_t k, int64_t c, int64_t r, int64_t s, \
                                   int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3, T* wp);
#define LC_API_DWCONV2D(ISA, SFX, T)                                                          \
int lc_dw_conv2d_##ISA##_##SFX(                                                              \
        const T* x, int64_t n, int64_t c, int64_t h, int64_t w,                             \
        int64_t xs0, int64_t xs1, int64_t xs2, int64_t xs3,                                 \
        const T* wt, int64_t k, int64_t c2, int64_t r, int64_t s,                           \
        int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3,                                 \
        const T* bias, int64_t nb, int64_t bs,                                              \
        T* out, int64_t on, int64_t ok, int64_t ho, int64_t wo,                             \
        int64_t os0, int64_t os1, int64_t os2, int64_t os3,                                 \
        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int act, double act_a, double act_b, \
        int threads);
#define LC_API_VECTOR(ISA, SFX, T)                                                            \
T lc_mkv_dot_##ISA##_##SFX(int64_t n, const T* x, int64_t sx, const T* y, int64_t sy,       \
                           int threads);                                                     \
int lc_mkv_gemv_##ISA##_##SFX(int64_t m, int64_t n, const T* M, int64_t s0, int64_t s1,     \
                              const T* x, int64_t sx, T* y, int64_t sy, int64_t chunk,      \
                              int threads);                                                 \
int lc_mkv_gemv2_##ISA##_##SFX(int64_t m, int64_t n, const T* M, int64_t s0, int64_t s1,    \
                               const T* x, int64_t sx, const T* r, int64_t sr, T* y,        \
                               int64_t sy, T* z, int64_t sz, int chain, int threads);       \
void lc_mkv_outer_##ISA##_##SFX(int64_t m, int64_t n, const T* x, int64_t sx, const T* y,   \
                                int64_t sy, T* A, int64_t s0, int64_t s1, int threads);
#define LC_API_ALL(ISA, SFX, T) LC_API_GEMM(ISA, SFX, T) LC_API_CONV2D(ISA, SFX, T)           \
                                LC_API_DWCONV2D(ISA, SFX, T) LC_API_VECTOR(ISA, SFX, T)

LC_API_ALL(avx512, f64, double)
LC_API_ALL(avx512, f32, float)
LC_API_ALL(avx2, f64, double)
LC_API_ALL(avx2, f32, float)
LC_API_ALL(generic, f64, double)
LC_API_ALL(generic, f32, float)

#endif /* LC_KERNEL_LIBRARY_API */
