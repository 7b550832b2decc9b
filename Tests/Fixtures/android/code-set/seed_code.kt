class StatusFragment : Fragment() {
    private var binding: FragmentStatusBinding? = null
    override fun onCreateOptionsMenu(menu: Menu, inflater: MenuInflater) {
        inflater.inflate(R.menu.main, menu)
    }
    fun show() {
        binding?.statusMessage?.text = requireContext().getString(R.string.no_internet)
        view?.findViewById<TextView>(R.id.title)?.setText(R.string.title)
        PopupMenu(context, anchor).apply { inflate(R.menu.popup) }
    }
}
